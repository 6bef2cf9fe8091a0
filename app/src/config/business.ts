// Business constants of SPEC.md section 9, in one place.

/** Players must be at least this old (SPEC.md section 9). */
export const minimumAge = 18;
