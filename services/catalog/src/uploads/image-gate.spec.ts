import { decodeOneAtATime, DECODE_QUEUE_MAX, DecoderBusyError } from './image-gate';

describe('decodeOneAtATime', () => {
  it('runs one decode at a time and refuses past a short queue', async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(running);
        });
      });
    const jobs = Array.from({ length: DECODE_QUEUE_MAX + 1 }, () => decodeOneAtATime(work));
    await expect(decodeOneAtATime(work)).rejects.toBeInstanceOf(DecoderBusyError);
    for (let i = 0; i < jobs.length; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases[i]();
    }
    await Promise.all(jobs);
    expect(most).toBe(1);
  });
});
