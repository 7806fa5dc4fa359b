// The line's personalisation text lives in @rmj/contracts (the e-mail and the saved order use it too).
export { describeCustomization } from '@rmj/contracts';
