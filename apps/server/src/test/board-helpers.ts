/** Factories for the job board and the business directory, through the real API. */
import { addDays, todayInIndia } from "@vv/shared/jobs";
import type { FastifyInstance } from "fastify";
import { multipartBody, PDF_FILE } from "../features/media/fixtures";
import type { Actor } from "./profile-helpers";

export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Accountant",
    employer: "Shree Ganesh Traders",
    description: "Tally and GST returns; 2 years of experience.",
    stateId: 20,
    districtId: 2026,
    jobType: "full_time",
    qualificationId: 7,
    salaryMin: 15000,
    salaryMax: 22000,
    lastDate: addDays(todayInIndia(), 30),
    applyPhone: "9822012345",
    applyEmail: "",
    applyUrl: "",
    ...overrides,
  };
}

export function businessBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Annapurna Masale",
    ownerName: "Sunita Deshmukh",
    category: "food",
    description: "Home-ground spices and pickles, made to order.",
    address: "Shop 4, Market Yard, Satara",
    stateId: 20,
    districtId: 2030,
    phone: "9822098220",
    whatsapp: "",
    website: "",
    photoId: null,
    ...overrides,
  };
}

export async function postJob(app: FastifyInstance, who: Actor, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/jobs",
    headers: who.headers,
    payload: jobBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

export async function listBusiness(
  app: FastifyInstance,
  who: Actor,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/business",
    headers: who.headers,
    payload: businessBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** The committee's decision through the admin API. */
export async function decide(
  app: FastifyInstance,
  admin: Actor,
  board: "jobs" | "business",
  id: number,
  action: "approve" | "reject",
  remark?: string,
) {
  return app.inject({
    method: "POST",
    url: `/api/v1/admin/${board}/${id}/actions`,
    headers: admin.headers,
    payload: remark ? { action, remark } : { action },
  });
}

export async function uploadResume(app: FastifyInstance, who: Actor, bytes: Buffer = PDF_FILE) {
  const body = multipartBody(bytes, "resume.pdf", "application/pdf");
  return app.inject({
    method: "POST",
    url: "/api/v1/jobs/resume",
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
}
