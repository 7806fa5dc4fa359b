// express-static-gzip's own negotiation (the one its middleware uses), reused so the in-memory path picks the same copy.
declare module 'express-static-gzip/util/encoding-selection' {
  export interface Compression {
    encodingName: string;
    fileExtension: string;
  }
  export function findEncoding(
    acceptEncoding: string | undefined,
    availableCompressions: Compression[],
    preference: string[],
  ): Compression | null;
}
