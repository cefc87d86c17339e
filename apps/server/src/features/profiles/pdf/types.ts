/**
 * What a biodata PDF shows, already decided and localised by the caller (the profiles service):
 * only the fields this viewer may see, values in the viewer's language. The renderer adds the
 * community header, the translated labels and the layout, nothing else.
 */
export interface BiodataRow {
  /**
   * Label translation key: a bare key is looked up as `pdf:fields.<key>` (the keys of
   * profiles/labels.ts detailSections), a key with a namespace ("profile:fields.x") as given.
   */
  labelKey: string;
  /** Already localised; empty values are left out. */
  value: string;
}

/** The birth chart of a section, drawn above its rows: what each of the 12 houses shows. */
export interface BiodataChart {
  /** Each house's sign number as the viewer reads it ("२"), houses 1-12. */
  signs: string[];
  /** Each house's grahas, short names, houses 1-12. */
  grahas: string[][];
}

export interface BiodataSection {
  /** A bare key is looked up as `pdf:sections.<key>` (personal, education, family, other, contact). */
  titleKey: string;
  rows: BiodataRow[];
  chart?: BiodataChart;
}

export interface BiodataView {
  fullName: string;
  /** As the viewer reads it, e.g. "1001" or "१००१". */
  registrationNumber: string;
  /** The photo as JPEG bytes (the full variant, `openVariant(id, "full", "jpg")`); omitted: a placeholder. */
  photoJpeg?: Buffer;
  sections: BiodataSection[];
  /** Phone numbers and addresses: pass only for viewers entitled to them; rendered as the contact section. */
  contacts?: BiodataRow[];
  /** Printed in the footer; default now. */
  generatedAt?: Date;
}
