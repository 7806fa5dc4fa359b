// Test-only: jsdom has no TextEncoder, which react-router 7 needs at import time. Import this
// first in specs. (Belongs in the shared jest.dom-setup.js; kept here until it is there.)
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;
