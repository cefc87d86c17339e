/**
 * Demo job posts and business listings: a few realistic, approved entries so the boards
 * behind the home page tiles are not empty on a fresh installation. Idempotent: an entry whose
 * title (or name) the demo account already has is left alone.
 */
import { addDays, todayInIndia } from "@vv/shared/jobs";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** The demo associate (users.ts) posts them: a committee helper sharing news from the community. */
const DEMO_POSTER_MOBILE = "9000000003";

const JOBS = [
  {
    title: "Primary teacher (Marathi medium)",
    employer: "Shri Shivaji Shikshan Sanstha",
    district_id: 2030,
    job_type: "private",
    qualification_id: 7,
    salary_min: 18000,
    salary_max: 25000,
    days: 40,
    apply_phone: "9890012345",
    description:
      "Teacher for classes 1 to 4. D.Ed or B.Ed preferred; freshers may apply. School hours 10:30 to 5:00.",
  },
  {
    title: "कनिष्ठ लिपिक",
    employer: "श्री महालक्ष्मी सहकारी पतसंस्था",
    district_id: 2016,
    job_type: "full_time",
    qualification_id: 4,
    salary_min: 12000,
    salary_max: 15000,
    days: 25,
    apply_phone: "9822054321",
    description: "संगणकाचे प्राथमिक ज्ञान आवश्यक (MS-CIT). मराठी व इंग्रजी टंकलेखन येणाऱ्यास प्राधान्य.",
  },
  {
    title: "Accounts assistant (Tally, GST)",
    employer: "Deshmukh & Associates, Chartered Accountants",
    district_id: 2026,
    job_type: "full_time",
    qualification_id: 7,
    salary_min: 20000,
    salary_max: 28000,
    days: 30,
    apply_email: "careers@deshmukh-ca.example.in",
    description: "B.Com with one or two years of Tally and GST return filing. Office at Sadashiv Peth.",
  },
  {
    title: "Tractor driver",
    employer: "Patil Agro Farms",
    district_id: 2029,
    job_type: "full_time",
    qualification_id: 2,
    salary_min: 14000,
    salary_max: 16000,
    days: 20,
    apply_phone: "9765098765",
    description: "Heavy vehicle licence required. Lodging on the farm near Miraj.",
  },
  {
    title: "Sales executive (evenings)",
    employer: "Ganesh Mobile Gallery",
    district_id: 2023,
    job_type: "part_time",
    qualification_id: 4,
    salary_min: 8000,
    salary_max: 10000,
    days: 15,
    apply_phone: "9923011122",
    description: "5 pm to 9 pm, College Road. Good for students.",
  },
  {
    title: "घरबसल्या शिवणकाम",
    employer: "सावित्रीबाई महिला बचत गट",
    district_id: 2032,
    job_type: "self_employment",
    qualification_id: 1,
    salary_min: null,
    salary_max: null,
    days: 50,
    apply_phone: "9850033344",
    description: "शाळेच्या गणवेशाचे शिवणकाम; कापड व धागा गट पुरवेल, प्रति नग मोबदला.",
  },
  {
    title: "Staff nurse (GNM / B.Sc Nursing)",
    employer: "Jeevan Jyot Hospital",
    district_id: 2008,
    job_type: "full_time",
    qualification_id: 6,
    salary_min: 22000,
    salary_max: 30000,
    days: 35,
    apply_url: "https://jeevanjyot.example.in/careers",
    description: "Rotating shifts; registered with the Maharashtra Nursing Council.",
  },
  {
    title: "Electrician (ITI)",
    employer: "Shree Sai Industries, MIDC Hingna",
    district_id: 2020,
    job_type: "private",
    qualification_id: 5,
    salary_min: 15000,
    salary_max: 19000,
    days: 28,
    apply_phone: "9403055566",
    apply_email: "hr@saiindustries.example.in",
    description: "ITI electrician with wireman licence; factory maintenance work.",
  },
] as const;

const BUSINESSES = [
  {
    name: "Annapurna Masale",
    owner_name: "Sunita Deshmukh",
    category: "food",
    district_id: 2030,
    address: "Shop 4, Market Yard, Satara",
    phone: "9822098220",
    description: "Home-ground goda masala, kanda-lasun masala and pickles. Orders for weddings taken.",
    colors: ["#b3123a", "#f2a007"],
  },
  {
    name: "श्रीकृष्ण किराणा स्टोअर्स",
    owner_name: "विजय कुलकर्णी",
    category: "shop",
    district_id: 2026,
    address: "कर्वे रोड, कोथरूड, पुणे",
    phone: "9881077788",
    description: "किराणा, धान्य आणि घरगुती वस्तू. परिसरात घरपोच सेवा.",
    colors: ["#2f4b7c", "#e9d5c9"],
  },
  {
    name: "Patil Dairy & Agro",
    owner_name: "Sambhaji Patil",
    category: "agriculture",
    district_id: 2029,
    address: "At post Kavathe Mahankal, Sangli",
    phone: "9765011223",
    website: "https://patildairy.example.in/",
    description: "Fresh cow milk, paneer and organic jaggery straight from our farm.",
    colors: ["#3a6b4a", "#f3e3c3"],
  },
  {
    name: "Jadhav Engineering Works",
    owner_name: "Ravindra Jadhav",
    category: "manufacturing",
    district_id: 2016,
    address: "Plot 22, Shiroli MIDC, Kolhapur",
    phone: "9422044556",
    description: "Fabrication, lathe work and agricultural implements made to order.",
    colors: ["#555f6b", "#c98b2b"],
  },
  {
    name: "Adv. Rahul Kulkarni",
    owner_name: "Rahul Kulkarni",
    category: "professional",
    district_id: 2023,
    address: "Office 3, Gangapur Road, Nashik",
    phone: "9960088990",
    description: "Property, family and cooperative society matters. Consultation by appointment.",
    colors: ["#7a1f2b", "#d6e0ea"],
  },
  {
    name: "साई इलेक्ट्रिकल्स अँड रिपेअर्स",
    owner_name: "गणेश वानखेडे",
    category: "services",
    district_id: 2020,
    address: "सदर बाजार, नागपूर",
    phone: "9823066770",
    description: "घरगुती वायरिंग, इन्व्हर्टर व पंखे दुरुस्ती. तातडीची सेवा उपलब्ध.",
    colors: ["#1f6f6b", "#f2a007"],
  },
] as const;

/** A simple generated storefront picture (awning, door, window): no real place or person. */
async function storefront(colors: readonly [string, string]): Promise<Buffer> {
  const [main, accent] = colors;
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${10 + i * 10}" y="22" width="5" height="14" fill="${accent}"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="#eef2f5"/><rect y="82" width="100" height="18" fill="#c9c2b6"/>
    <rect x="8" y="30" width="84" height="52" fill="#fbf7ef"/>
    <rect x="6" y="22" width="88" height="14" fill="${main}"/>${stripes}
    <rect x="14" y="46" width="34" height="26" fill="#bcd3e0" stroke="${main}" stroke-width="1.5"/>
    <rect x="58" y="44" width="26" height="38" fill="${main}"/><circle cx="79" cy="64" r="1.4" fill="${accent}"/>
    <rect x="20" y="10" width="60" height="10" rx="2" fill="${accent}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

export async function seedDemoBoards(app: FastifyInstance): Promise<{ jobs: number; businesses: number }> {
  const poster = await app.services.users.findByMobile(DEMO_POSTER_MOBILE);
  if (!poster) return { jobs: 0, businesses: 0 };
  const { db } = app.database;
  const today = todayInIndia();
  const now = new Date().toISOString();
  let jobs = 0;
  for (const [i, job] of JOBS.entries()) {
    const exists = await db
      .selectFrom("jobs")
      .select("id")
      .where("poster_user_id", "=", poster.id)
      .where("title", "=", job.title)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto("jobs")
      .values({
        poster_user_id: poster.id,
        title: job.title,
        employer: job.employer,
        description: job.description,
        state_id: 20,
        district_id: job.district_id,
        job_type: job.job_type,
        qualification_id: job.qualification_id,
        salary_min: job.salary_min,
        salary_max: job.salary_max,
        last_date: addDays(today, job.days),
        apply_phone: "apply_phone" in job ? job.apply_phone : null,
        apply_email: "apply_email" in job ? job.apply_email : null,
        apply_url: "apply_url" in job ? job.apply_url : null,
        status: "approved",
        approved_at: now,
        // Posted over the past days, so "newest first" has an order to show.
        created_at: new Date(Date.now() - (JOBS.length - i) * 36 * 3600_000).toISOString(),
      })
      .execute();
    jobs++;
  }
  let businesses = 0;
  for (const [i, business] of BUSINESSES.entries()) {
    const exists = await db
      .selectFrom("businesses")
      .select("id")
      .where("owner_user_id", "=", poster.id)
      .where("name", "=", business.name)
      .executeTakeFirst();
    if (exists) continue;
    const photo = await app.services.media.storePhoto(await storefront(business.colors), {
      ownerUserId: poster.id,
    });
    await db
      .insertInto("businesses")
      .values({
        owner_user_id: poster.id,
        name: business.name,
        owner_name: business.owner_name,
        category: business.category,
        description: business.description,
        address: business.address,
        state_id: 20,
        district_id: business.district_id,
        phone: business.phone,
        whatsapp: null,
        website: "website" in business ? business.website : null,
        photo_id: photo.photoId,
        status: "approved",
        approved_at: now,
        created_at: new Date(Date.now() - (BUSINESSES.length - i) * 48 * 3600_000).toISOString(),
      })
      .execute();
    businesses++;
  }
  return { jobs, businesses };
}
