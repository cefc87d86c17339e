/** A realistic biodata view for tests and for looking at the layout (see render.test.ts). */
import type { BiodataView } from "./types";

export function sampleMarathiView(photoJpeg?: Buffer): BiodataView {
  return {
    fullName: "प्रियांका ज्ञानेश्वर क्षीरसागर",
    registrationNumber: "१००१",
    photoJpeg,
    generatedAt: new Date("2026-11-22T06:30:00Z"),
    sections: [
      {
        titleKey: "personal",
        rows: [
          { labelKey: "gender", value: "स्त्री (वधू)" },
          { labelKey: "dateOfBirth", value: "१४/०२/१९९७" },
          { labelKey: "birthTime", value: "सकाळी ०६:४५" },
          { labelKey: "birthPlace", value: "श्रीरामपूर, अहिल्यानगर" },
          { labelKey: "height", value: "५ फूट ४ इंच" },
          { labelKey: "bloodGroup", value: "B+" },
          { labelKey: "maritalStatus", value: "अविवाहित" },
          { labelKey: "zodiac", value: "कर्क" },
          { labelKey: "caste", value: "मराठा" },
          { labelKey: "uncleSurname", value: "धर्माधिकारी" },
          { labelKey: "place", value: "Pune 411005, (M.Sc.) — अर्क, श्री, क्ष्म, द्ध, ह्य, त्र्य" },
        ],
      },
      {
        titleKey: "education",
        rows: [
          { labelKey: "education", value: "एम.एस्सी. (M.Sc.)" },
          { labelKey: "specialization", value: "सूक्ष्मजीवशास्त्र" },
          { labelKey: "occupation", value: "खाजगी नोकरी" },
          { labelKey: "annualIncome", value: "६ - १० लाख" },
          { labelKey: "requirement", value: "सुशिक्षित, निर्व्यसनी, पुणे किंवा मुंबई येथे नोकरी करणारा वर अपेक्षित." },
        ],
      },
      {
        titleKey: "family",
        rows: [
          { labelKey: "fatherFullName", value: "ज्ञानेश्वर पांडुरंग क्षीरसागर" },
          { labelKey: "fatherOccupation", value: "शेती व व्यवसाय" },
        ],
      },
    ],
    contacts: [
      { labelKey: "fatherMobile", value: "9876543210" },
      { labelKey: "currentAddress", value: "फ्लॅट क्र. ४, श्रीकृष्ण अपार्टमेंट, कर्वे रस्ता, कोथरूड, पुणे ४११०३८" },
      { labelKey: "contactPerson1", value: "सौ. अर्चना क्षीरसागर, 9822012345" },
    ],
  };
}

export function sampleEnglishView(photoJpeg?: Buffer): BiodataView {
  return {
    fullName: "Priyanka Dnyaneshwar Kshirsagar",
    registrationNumber: "1001",
    photoJpeg,
    generatedAt: new Date("2026-11-22T06:30:00Z"),
    sections: [
      {
        titleKey: "personal",
        rows: [
          { labelKey: "gender", value: "Female (Bride)" },
          { labelKey: "dateOfBirth", value: "14/02/1997" },
          { labelKey: "height", value: "5 ft 4 in" },
          { labelKey: "maritalStatus", value: "Unmarried" },
          { labelKey: "place", value: "Pune 411005, (M.Sc.)" },
          { labelKey: "subCaste", value: "" },
        ],
      },
      { titleKey: "education", rows: [{ labelKey: "education", value: "M.Sc. (Microbiology)" }] },
      {
        titleKey: "family",
        rows: [{ labelKey: "fatherFullName", value: "Dnyaneshwar Pandurang Kshirsagar" }],
      },
    ],
  };
}
