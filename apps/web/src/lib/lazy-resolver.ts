import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver for a shared zod schema that loads zod (and the schema) on the
 * first check, i.e. the first submit: pages whose first screen is a form (/login) keep zod off their
 * first load while the shared schema stays the one source of rules. Without the download (offline)
 * the values pass unchecked and the API, which validates with the same schema, answers instead.
 */
export function lazyZodResolver<In extends FieldValues, Out extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
): Resolver<In, unknown, Out> {
  let resolver: Resolver<In, unknown, Out> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const [{ zodResolver }, schema] = await Promise.all([
          import("@hookform/resolvers/zod"),
          loadSchema(),
        ]);
        resolver = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
      } catch {
        return { values: values as unknown as Out, errors: {} };
      }
    }
    return resolver(values, context, options);
  };
}
