export declare const BASIC_LATIN: string;
export declare const DEVANAGARI_CORE: string;
export declare const RUPEE: string;
