import { SHIPPED_LEGAL_VERSIONS } from "@vv/shared/consent";
import type { FastifyInstance } from "fastify";
import type { NewUser } from "../features/users/repo";

type DemoUser = Pick<
  NewUser,
  "mobile" | "first_name" | "last_name" | "role" | "is_verified" | "row_status"
> & {
  region_id: number;
  district_id: number;
  city_village: string;
};

const MAHARASHTRA = 20;
const member = (
  mobile: string,
  first: string,
  last: string,
  region: number,
  district: number,
  city: string,
  status: Partial<DemoUser> = {},
): DemoUser => ({
  mobile,
  first_name: first,
  last_name: last,
  role: "member",
  is_verified: 1,
  row_status: 1,
  region_id: region,
  district_id: district,
  city_village: city,
  ...status,
});

/** The demo accounts (README lists them). Sign in with the number; the OTP is in the dev outbox. */
export const DEMO_USERS: readonly DemoUser[] = [
  member("9000000001", "Suresh", "Deshmukh", 1, 2026, "Pune", { role: "super_admin" }),
  member("9000000002", "Anjali", "Kulkarni", 2, 2018, "Dadar", { role: "admin" }),
  member("9000000003", "Prakash", "Jadhav", 3, 2006, "Shegaon", { role: "associate" }),
  member("9000000010", "Rahul", "Patil", 1, 2026, "Kothrud"),
  member("9000000011", "Priya", "Shinde", 1, 2030, "Karad"),
  member("9000000012", "Amit", "Pawar", 2, 2033, "Thane"),
  member("9000000013", "Sneha", "Joshi", 6, 2020, "Nagpur"),
  member("9000000014", "Vikram", "Gaikwad", 7, 2003, "Amravati"),
  member("9000000015", "Pooja", "More", 1, 2023, "Nashik Road"),
  member("9000000016", "Nikhil", "Bhosale", 1, 2016, "Kolhapur"),
  member("9000000017", "Kavita", "Chavan", 5, 2006, "Warvat Bakal"),
  member("9000000018", "Sagar", "Kale", 4, 2006, "Sungaon"),
  member("9000000019", "Neha", "Deshpande", 2, 2019, "Borivali"),
  member("9000000020", "Rohan", "Kadam", 1, 2026, "Hadapsar", { is_verified: 0 }),
  member("9000000021", "Manoj", "Salunkhe", 8, 2032, "Pandharpur", { row_status: 0 }),
  member("9000000022", "Swati", "Mane", 8, 2029, "Miraj", { is_verified: 2 }),
];

/** Adds the demo accounts that are missing; accounts that exist are left as they are. */
export async function seedDemoUsers(app: FastifyInstance) {
  let created = 0;
  for (const user of DEMO_USERS) {
    const row = await app.services.users.insertIfAbsent({
      ...user,
      state_id: MAHARASHTRA,
      is_bride_groom_access: 1,
      is_redirected: 1,
      // Demo accounts sign in straight to the portal, as if they had accepted the texts in force.
      terms_version: SHIPPED_LEGAL_VERSIONS.terms.version,
      privacy_version: SHIPPED_LEGAL_VERSIONS.privacy.version,
    });
    if (row) created++;
  }
  return { created, existing: DEMO_USERS.length - created };
}
