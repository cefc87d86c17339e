import type { FastifyInstance } from "fastify";
import { multipartBody, photoJpeg } from "../features/media/fixtures";
import type { NewUser } from "../features/users/repo";
import { demoProfileInput, seededRandom } from "../seed/profile-factory";
import { makeUser } from "./auth-helpers";

let seed = 1;

/** A signed-in account: the user row and the cookie header that carries its session. */
export async function actor(app: FastifyInstance, overrides: Partial<NewUser> = {}) {
  const user = await makeUser(app, overrides);
  const { token } = await app.services.sessions.create(user.id);
  return { user, headers: { cookie: `vv_session=${token}` } };
}
export type Actor = Awaited<ReturnType<typeof actor>>;

export async function uploadPhoto(app: FastifyInstance, who: Actor): Promise<string> {
  const body = multipartBody(await photoJpeg(400, 400));
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/media/photos",
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().photoId;
}

/** Registers a profile through the API (photo upload included); returns the create response. */
export async function createProfile(
  app: FastifyInstance,
  who: Actor,
  gender: 1 | 2,
  overrides: Record<string, unknown> = {},
) {
  const photoId = await uploadPhoto(app, who);
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/profiles",
    headers: who.headers,
    payload: { ...demoProfileInput(seededRandom(seed++), gender), photoId, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; registrationNumber: number; slug: string; message: string };
}

/** The committee's approval, done directly (the admin screens test it through their own API). */
export async function approve(app: FastifyInstance, profileId: number) {
  await app.database.db
    .updateTable("profiles")
    .set({ registration_status: "approved", photo_status: "approved", approved_at: new Date().toISOString() })
    .where("id", "=", profileId)
    .execute();
  await app.database.db
    .updateTable("profile_photos")
    .set({ status: "approved" })
    .where("profile_id", "=", profileId)
    .where("position", "=", 1)
    .execute();
}
