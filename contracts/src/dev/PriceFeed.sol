// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// The dev stack's price feed is Chainlink's own MockV3Aggregator (@chainlink/contracts),
// compiled with the other contracts: it answers latestRoundData like a real feed, with
// the answer and time its updateAnswer / updateRoundData were last given.
import {MockV3Aggregator} from "@chainlink/contracts/src/v0.8/tests/MockV3Aggregator.sol";
