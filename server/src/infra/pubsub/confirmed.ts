import type { MQEmitter } from 'mqemitter';

type Listener = Parameters<MQEmitter['on']>[1];

/**
 * mqemitter-redis calls a listener's `done` at once when its topic is already subscribed on the node, even while
 * the first SUBSCRIBE of that topic still waits for Redis's answer: a second subscriber would then read the
 * database before the node hears the topic, and lose what is published in between. Here every listener's `done`
 * also waits for the answer to the topic's subscription that was still pending when it came.
 */
export function confirmedSubscriptions(emitter: MQEmitter): MQEmitter {
  const pending = new Map<string, Promise<void>>();
  const on = emitter.on.bind(emitter);
  emitter.on = (topic: string, listener: Listener, done?: () => void) => {
    const own = new Promise<void>((resolve) => on(topic, listener, resolve));
    const earlier = pending.get(topic);
    const heard = earlier ? Promise.all([earlier, own]).then(() => undefined) : own;
    pending.set(topic, heard);
    void heard.then(() => {
      if (pending.get(topic) === heard) pending.delete(topic);
      done?.();
    });
    return emitter;
  };
  return emitter;
}
