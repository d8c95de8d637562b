import type { DescMessage, MessageShape, MessageInitShape } from '@bufbuild/protobuf';

/**
 * One published event type: its wire name, the topic of its publishing context and its protobuf schema.
 * Services publish and subscribe through these definitions, never through loose strings.
 */
export interface EventDefinition<S extends DescMessage = DescMessage> {
  /** `<context>.<aggregate>.<event>.v<N>` */
  readonly type: string;
  readonly version: number;
  /** `<context>.events`, or `<context>.<stream>` for a stream of its own; dead letters go to `<topic>.dlq`. */
  readonly topic: string;
  /**
   * Topics the event was published to before it got its own: consumers read them as well, so the events still
   * waiting there (in an outbox, or unread by a group) are handled after the move.
   */
  readonly formerTopics: readonly string[];
  readonly schema: S;
}

export type EventPayload<D extends EventDefinition> = MessageShape<D['schema']>;
export type EventPayloadInit<D extends EventDefinition> = MessageInitShape<D['schema']>;

export interface EventTopicOptions {
  /**
   * A topic of its own, `<context>.<stream>`, for a busy stream: a group that needs none of it then reads none of
   * it. Events whose order matters to each other share one stream.
   */
  stream?: string;
  /** The streams the event was published to before (`events` for the context's common topic). */
  formerStreams?: string[];
}

export function defineEvent<S extends DescMessage>(
  context: string,
  name: string,
  version: number,
  schema: S,
  { stream = 'events', formerStreams = [] }: EventTopicOptions = {},
): EventDefinition<S> {
  return {
    type: `${context}.${name}.v${version}`,
    version,
    topic: `${context}.${stream}`,
    formerTopics: formerStreams.map((former) => `${context}.${former}`),
    schema,
  };
}

/** Every topic a consumer of these events reads: their own and those they were published to before. */
export function topicsOf(definitions: readonly EventDefinition[]): string[] {
  return [...new Set(definitions.flatMap((definition) => [definition.topic, ...definition.formerTopics]))];
}
