/** A check-in code in groups of four, so it is read aloud and typed without losing one's place. */
export const spacedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');
