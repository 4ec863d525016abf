// A fresh drill seed from the browser's random source (the shell's job; the trainer stays pure).
export const freshSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0];
