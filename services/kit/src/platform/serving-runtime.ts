import { setFlagsFromString } from 'node:v8';

/**
 * Sets V8 up for serving requests; every process of the product calls it before it builds its app.
 *
 * V8 creates the objects of an allocation site straight in the old generation once most of them survived a young
 * collection, and keeps that decision. During a start, and the demo seed, nearly everything survives, so sites that
 * later make each request's short-lived objects stayed pretenured: the old generation filled with garbage, young
 * collections took 5 to 15 ms instead of 1 to 2, and full collections followed. A server's objects live for a
 * request or for the whole run; none gains from being pretenured.
 */
export function prepareRuntimeForServing(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
