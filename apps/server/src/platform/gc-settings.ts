import { setFlagsFromString } from 'node:v8';

/**
 * V8's allocation-site pretenuring off, for the server's whole life: imported first by main.ts, before anything has
 * allocated much. V8 watches where objects are made; when the objects of one place in the code have all survived a
 * young collection, it makes that place's later objects directly in the old generation, and never takes that back.
 * A request handler's objects live a few milliseconds, but at a young collection the ten requests in flight hold
 * their rows, so under load the row and value allocations of node-postgres were judged long-lived: from then on every
 * row went to the old generation, the strings it held were kept by it through each young collection, and the heap
 * grew until a full collection (a page of 20 notices under 10 connections: 1.2 MB promoted per young collection,
 * 3-6 ms pauses where the same query in a bare process paused 0.6 ms and promoted nothing). Decision 0022.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
