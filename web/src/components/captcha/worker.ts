import { findNumber, type Challenge } from './solve';

// Hashing up to maxnumber takes a noticeable moment: off the main thread, so the form stays responsive.
self.onmessage = async (event: MessageEvent<Challenge>) => {
  self.postMessage(await findNumber(event.data));
};
