import type { DescMessage, MessageShape, MessageInitShape } from '@bufbuild/protobuf';

/**
 * One published event type: its wire name, the topic of its publishing context and its protobuf schema.
 * Services publish and subscribe through these definitions, never through loose strings.
 */
export interface EventDefinition<S extends DescMessage = DescMessage> {
  /** `<context>.<aggregate>.<event>.v<N>` */
  readonly type: string;
  readonly version: number;
  /** `<context>.events`; dead letters go to `<topic>.dlq`. */
  readonly topic: string;
  readonly schema: S;
}

export type EventPayload<D extends EventDefinition> = MessageShape<D['schema']>;
export type EventPayloadInit<D extends EventDefinition> = MessageInitShape<D['schema']>;

export function defineEvent<S extends DescMessage>(
  context: string,
  name: string,
  version: number,
  schema: S,
): EventDefinition<S> {
  return { type: `${context}.${name}.v${version}`, version, topic: `${context}.events`, schema };
}
