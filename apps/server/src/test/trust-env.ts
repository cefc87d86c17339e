/**
 * A trust's own details (settings/trust-setup.ts), for tests that start the portal in production:
 * production refuses the shipped examples. Usable as environment variables and as Config overrides.
 */
export const TRUST_ENV = {
  TRUST_NAME: "Shri Test Samaj Trust",
  TRUST_EMAIL: "office@trust.test",
  TRUST_PHONE: "+91 20 1111 2222",
  TRUST_ADDRESS: "Test Bhavan, Kothrud, Pune 411038",
  TRUST_WHATSAPP_LINK: "https://wa.me/919811122233",
  TRUST_UPI_ID: "testtrust@okhdfcbank",
  TRUST_PAYMENT_PHONE: "9811122233",
  GRIEVANCE_OFFICER_NAME: "Smt. Test Officer",
  GRIEVANCE_OFFICER_DESIGNATION: "Grievance Officer, Shri Test Samaj Trust",
  GRIEVANCE_OFFICER_EMAIL: "grievance@trust.test",
  GRIEVANCE_OFFICER_PHONE: "+91 20 1111 2223",
  GRIEVANCE_OFFICER_ADDRESS: "Test Bhavan, Kothrud, Pune 411038",
} as const;
