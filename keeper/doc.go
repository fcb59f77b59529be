// Package keeper refunds the requests nobody has to ask a refund for: every
// keeper.interval the holder of shard 0's lease scans the InferenceRouter's requests
// (getRequests, 1024 ids per eth_call) for pending ones past their deadline, or past
// the effective time of their withdrawal, and refunds them in batches with refundMany,
// from the keeper's own key (keeper.signer, never the scheduler key: the two would race
// for nonces). The router pays the keeper at most its owner's keeperFeeCap of each fee
// it refunds (in the fee's currency); the rest goes back to the requester, or to the
// subscription the fee was reserved from. With a cap of 0 the operator pays the gas.
//
// It believes only the chain: what is due is read from the router at the chain's head
// time, and the router refunds only what is refundable (a result in time and a refund
// never overlap, InferenceRouter's notes), so a keeper a block behind or a second one
// running at once costs gas, never a fee. It reads from the lowest request not known to
// be settled (the cursor) and never more than keeper.max_scan ids a pass, going round
// the window across passes; it decides nothing about scheduling.
package keeper
