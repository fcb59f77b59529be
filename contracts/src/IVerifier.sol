// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IVerifier
/// @notice The seam through which WorkerRegistry accepts a verifier of results: the one
///         contract allowed to lock and slash stakes. ResultVerifier (checks by staked
///         workers, disputes decided from their signed verdicts) is one implementation; a TEE
///         attestation or a validity proof checker would be another, behind the same
///         interface and the same registry calls (lockStake, unlockStake, slash).
/// @dev The registry binds one verifier once (bindVerifier) and only if
///      challengeWindow() + disputeWindow() < unstakeDelay, so a stake that had a result
///      within the challenge window cannot be withdrawn before a dispute about it has been
///      opened (which locks it) and a stake under dispute stays locked until the dispute is
///      resolved or expires. An implementation must keep that sum below the registry's
///      unstakeDelay for as long as it is bound (ResultVerifier checks it in its setters).
interface IVerifier {
    /// @notice Seconds after a result's fulfilment during which it can be disputed.
    function challengeWindow() external view returns (uint64);

    /// @notice Seconds an open dispute may stay unresolved before anyone can expire it.
    function disputeWindow() external view returns (uint64);
}
