/** Strings of the design system's promotions area (namespace "ds"). Keys are unique across areas: prefix them with "promotions". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
