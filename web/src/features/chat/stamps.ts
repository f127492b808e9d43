import { EMOTIONS, type EmotionId } from '@musubi/shared/client';
import bow from './stamps/bow.svg';
import clap from './stamps/clap.svg';
import cracker from './stamps/cracker.svg';
import dance from './stamps/dance.svg';
import roger from './stamps/roger.svg';
import yes from './stamps/yes.svg';

const SOURCES: Record<EmotionId, string> = { roger, bow, cracker, dance, clap, yes };

/** The spec's six emotion stamps: id, image source and Japanese alt text. */
export const STAMPS = EMOTIONS.map((e) => ({ id: e.id, alt: e.alt, src: SOURCES[e.id] }));
