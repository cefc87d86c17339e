import { COMMITTEE_DESIGNATIONS, ORGANIZER_DESIGNATION_ID, REGIONS } from "@vv/shared/reference";
import type { FastifyInstance } from "fastify";
import { demoPortrait } from "./demo-photo";
import { seededRandom } from "./profile-factory";

/** Generated Marathi names for the demo committee (no real person). */
const MEN = [
  "सुधाकर",
  "विजय",
  "अनिल",
  "प्रकाश",
  "दिलीप",
  "रमेश",
  "सुनील",
  "अशोक",
  "नारायण",
  "दत्तात्रय",
  "मधुकर",
  "शरद",
];
const WOMEN = ["सुनंदा", "मंगला", "शोभा", "वैशाली", "अलका", "सविता", "रजनी", "कल्पना"];
const FATHERS = ["गणपत", "रामचंद्र", "विठ्ठल", "शंकर", "बाबुराव", "पांडुरंग", "भाऊसाहेब", "यशवंत"];
const SURNAMES = [
  "देशमुख",
  "पाटील",
  "कुलकर्णी",
  "जाधव",
  "वानखेडे",
  "ठाकरे",
  "भोसले",
  "गावंडे",
  "इंगळे",
  "काळे",
  "राऊत",
  "महाजन",
];
const OCCUPATIONS = [
  "सेवानिवृत्त शिक्षक",
  "शेती",
  "व्यापारी",
  "बँक अधिकारी",
  "वकील",
  "डॉक्टर",
  "सरकारी नोकरी",
  "उद्योजक",
];
const WORKPLACES = [
  "जिल्हा परिषद शाळा",
  "सहकारी बँक शाखा",
  "बाजारपेठ",
  "तालुका न्यायालय",
  "ग्रामीण रुग्णालय",
  "तहसील कार्यालय",
];
const STREETS = ["स्टेशन रोड", "शिवाजी नगर", "गांधी चौक", "मेन रोड", "समर्थ नगर", "गणेश कॉलनी"];

/** Titles: श्री. (1), सौ. (2), डॉ. (4). */
const MR = 1;
const MRS = 2;
const DR = 4;

/**
 * A demo committee for every region: an organizer, office bearers and members with generated
 * portraits. Runs once: nothing is added when the directory already has members.
 */
export async function seedDemoCommittee(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const existing = await db.selectFrom("committee_members").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  const rng = seededRandom(7007);
  const designations = COMMITTEE_DESIGNATIONS.filter((d) => d.id !== ORGANIZER_DESIGNATION_ID);
  let created = 0;
  for (const region of REGIONS) {
    const size = region.id <= 3 ? 4 : 2;
    for (let i = 0; i < size; i++) {
      const woman = rng.next() < 0.3;
      const designationId = i === 0 ? ORGANIZER_DESIGNATION_ID : rng.pick(designations).id;
      const occupation = rng.pick(OCCUPATIONS);
      const photo = await app.services.media.storePhoto(await demoPortrait(rng, woman ? 2 : 1), {
        ownerUserId: null,
      });
      const street = rng.pick(STREETS);
      const address = `${rng.int(1, 240)}, ${street}, ${region.mr}`;
      await db
        .insertInto("committee_members")
        .values({
          region_id: region.id,
          title_id: woman ? MRS : occupation === "डॉक्टर" ? DR : MR,
          first_name: woman ? rng.pick(WOMEN) : rng.pick(MEN),
          middle_name: rng.pick(FATHERS),
          last_name: rng.pick(SURNAMES),
          designation_id: designationId,
          mobile: `94${rng.int(10000000, 99999999)}`,
          occupation,
          work_address: `${rng.pick(WORKPLACES)}, ${region.mr}`,
          current_address: address,
          permanent_address:
            rng.next() < 0.7 ? address : `मु. पो. ${rng.pick(["खामगाव", "मलकापूर", "अकोट", "जळगाव जामोद"])}`,
          photo_id: photo.photoId,
          order_by: i,
          row_status: 1,
        })
        .execute();
      created++;
    }
  }
  return created;
}
