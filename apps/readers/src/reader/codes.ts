function digits(count: number, random: () => number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

/** A capsule code as printed on the capsule (letters, then digits). */
export function generateCapsuleCode(random: () => number): string {
  return `CP${digits(10, random)}`;
}

/** A lot code long enough to carry a leaflet code (the 3 digits before the last 6, §9). */
export function generateLot(random: () => number): string {
  return `L${digits(9, random)}`;
}
