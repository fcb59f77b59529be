// Package roles is least privilege on the bus: the roles that connect to NATS
// (indexer, scheduler, worker, auditor), the subjects each may publish and subscribe to,
// and the nats-server users that carry them, for an embedded server (the dev stack,
// tests) or as nats-server configuration text (deploy/).
//
// A worker's permissions name its own subjects, so every worker is a user of its own
// (nats-server's permission templates exist only in JWT mode). The package decides
// nothing at run time and opens no connection; a client's side is package natsauth.
package roles
