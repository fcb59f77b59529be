// Package ui is infersched's pages for a browser, mounted at /ui/ by the HTTP API on
// every replica: a request's journey and output (/ui/requests/{id}), the queue now and a
// search by request id, transaction hash or worker address (/ui/), a round's decisions
// (/ui/rounds/{n}?shard=i) and a worker (/ui/workers/{address}).
//
// The pages are rendered on the server with html/template from the API's own answers,
// which the package asks for in process (the API's routes, after the page itself was
// admitted by the API's rate limits), and from a few read-only stores the API's
// answers leave out (a request's record, the queue's counts, a worker's standing). They
// work without JavaScript; the embedded script (no inline script: the
// Content-Security-Policy allows scripts and styles from this origin only) follows a
// request over the API's event stream, counts Retry-After down and checks an output's
// keccak-256 in the browser.
//
// It must not write anything, load anything from another origin, or show a secret (the
// dev stack's keys and bus passwords in GET /v1/info never reach a page).
package ui
