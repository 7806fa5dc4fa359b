// The GSTIN check lives in @rmj/contracts (the settings screen and service check it too).
export { gstinCheckCharacter, gstinProblem } from '@rmj/contracts';
