import { Allow } from 'class-validator';

/** POST /projects/{id}/ratings; stars and text are checked by the domain's rating rules. */
export class RateRequest {
  @Allow()
  stars!: unknown;

  @Allow()
  text!: unknown;
}
