// What this remote's own code shares about the answers it reads; the answers themselves come from the services'
// contracts (@clipwerk/contracts/<context>). Money always arrives in euros, computed by the server.

/** Anything the API names by `id` (some answers also by the older `_id`). */
export interface Ref {
  id?: string;
  _id?: string;
}

export const idOf = (item: Ref | null | undefined): string => item?.id ?? item?._id ?? '';
