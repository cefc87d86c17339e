import type { AdaptedMigration } from "./index";

/** The reasons every committee meets first; the committee edits the list under Settings. */
const SEEDED = [
  [
    "The photo is not clear. Please upload a clear, recent photo of the candidate's face.",
    "फोटो स्पष्ट नाही. कृपया उमेदवाराच्या चेहऱ्याचा स्पष्ट, अलीकडचा फोटो अपलोड करा.",
  ],
  [
    "The photo does not appear to be of the candidate. Please upload the candidate's own photo.",
    "हा फोटो उमेदवाराचा दिसत नाही. कृपया उमेदवाराचा स्वतःचा फोटो अपलोड करा.",
  ],
  [
    "The photo shows more than one person. Please upload a photo of the candidate alone.",
    "फोटोमध्ये एकापेक्षा अधिक व्यक्ती आहेत. कृपया फक्त उमेदवाराचा फोटो अपलोड करा.",
  ],
  [
    "Some details are incomplete. Please fill in the education, occupation and family details.",
    "काही माहिती अपूर्ण आहे. कृपया शिक्षण, व्यवसाय आणि कुटुंबाची माहिती भरा.",
  ],
  [
    "We could not reach the contact number given. Please check it and give a number we can call.",
    "दिलेल्या संपर्क क्रमांकावर संपर्क होऊ शकला नाही. कृपया क्रमांक तपासा आणि आम्ही फोन करू शकू असा क्रमांक द्या.",
  ],
  ["This candidate already has a profile on the portal.", "या उमेदवाराचे प्रोफाइल पोर्टलवर आधीच आहे."],
] as const;

/**
 * Rejection reasons in both languages. A deleted reason is only marked (deleted_at): a profile
 * rejected with it still shows its family the words it was rejected with. The profile keeps the
 * reason picked for its registration and for its photo.
 */
export const m103RejectionReasons: AdaptedMigration = (adapter) => ({
  async up(db) {
    const ts = adapter.timestampType;
    await adapter
      .addIdColumn(db.schema.createTable("rejection_reasons"))
      .addColumn("text_en", "varchar(300)", (c) => c.notNull())
      .addColumn("text_mr", "varchar(300)", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("updated_at", ts, (c) => adapter.defaultNow(c.notNull()))
      .addColumn("deleted_at", ts)
      .execute();
    await db
      .insertInto("rejection_reasons")
      .values(SEEDED.map(([text_en, text_mr]) => ({ text_en, text_mr })))
      .execute();
    await db.schema.alterTable("profiles").addColumn("rejected_reason_id", "integer").execute();
    await db.schema.alterTable("profiles").addColumn("photo_reason_id", "integer").execute();
  },
});
