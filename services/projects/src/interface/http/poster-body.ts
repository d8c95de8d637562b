import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DELIVERABLE_POSTER } from '../../domain/deliverables';

/** The body types a poster arrives as; what it really is, is judged from its bytes afterwards. */
const POSTER_BODY_TYPES = ['image/jpeg', 'image/png', 'application/octet-stream'];

/**
 * Lets a raw image body through to the poster route as bytes. Read up to twice the poster limit, so a body just
 * over it still gets the poster's own Dutch 413; anything larger is the app's general 413.
 */
@Injectable()
export class PosterBody implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    for (const type of POSTER_BODY_TYPES) {
      if (fastify.hasContentTypeParser(type)) continue;
      fastify.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: 2 * DELIVERABLE_POSTER.maxBytes },
        (_request, body, done) => done(null, body),
      );
    }
  }
}
