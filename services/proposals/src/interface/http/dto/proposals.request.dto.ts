import { IsOptional } from 'class-validator';

// The rules (lengths, whole numbers, Dutch texts) live in domain/proposal-rules.ts and report every field at
// once; these classes only name the fields the routes accept (the kit's pipe drops everything else).

/** POST /proposals/project/{id}. */
export class SubmitProposalRequest {
  @IsOptional()
  motivation?: unknown;

  @IsOptional()
  approach?: unknown;

  @IsOptional()
  price?: unknown;

  @IsOptional()
  deliveryTimeInDays?: unknown;
}

/** POST /proposals/accept/{id}: the price (euros) the company saw. */
export class AcceptProposalRequest {
  @IsOptional()
  price?: unknown;
}

/** POST /proposals/reject/{id}: an empty string when no reason was given. */
export class RejectProposalRequest {
  @IsOptional()
  reason?: string;
}

export class MyProposalsQuery {
  @IsOptional()
  limit?: string;
}
