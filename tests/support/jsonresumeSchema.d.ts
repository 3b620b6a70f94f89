/** The validator of the JSON Resume schema's own package (CommonJS, without types of its own). */
declare module '@jsonresume/schema' {
  export function validate(resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void): void;
}
