// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AggregatorV3Interface} from "@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol";
import {SchedulerKey} from "./SchedulerKey.sol";

/// @title Subscriptions
/// @notice Prepaid balances that pay for InferenceRouter requests, in ETH or in an ERC-20
///         token the router's owner accepts (modelled on Chainlink Functions' billing: one
///         funded balance serves many consumer contracts, and each request's fee is
///         reserved when it is made).
/// @dev A subscription has an owner, a currency (address(0): ETH, else an accepted token),
///      a balance, the part of it reserved by pending requests, and up to MAX_CONSUMERS
///      consumers: the addresses allowed to request from it. Fees move like this:
///        request  reserved += fee (reverts unless balance - reserved covers it);
///        bumpFee  reserved += amount (the same check);
///        result   balance -= fee, reserved -= fee, the fee goes to the worker;
///        refund   reserved -= fee (the fee is available again), less the keeper's fee
///                 under refundMany (balance -= keeper fee, paid to the keeper).
///      So a worker holding a valid voucher for a subscription request is always paid:
///      its fee is held by the router from the request on, and nothing but that request's
///      result or refund releases it.
///
///      cancelSubscription stops the subscription for good (no requests, funding or
///      consumer changes) and pays out what is not reserved; it may be called again to pay
///      out what the remaining reservations released since.
///
///      Tokens. The owner accepts a token by setting its Chainlink price feed
///      (setPriceFeed: an AggregatorV3Interface quoting the token in the chain's native
///      currency, e.g. USDC / ETH), which the off-chain scheduler reads to compare token
///      fees with gas costs; the router itself never prices anything. Only plain ERC-20s
///      are supported, and the others are refused where they can be seen:
///        - fee-on-transfer: fundSubscription measures what it received and reverts with
///          TokenAmountMismatch unless it is exactly `amount`;
///        - rebasing: the router books every token it holds for subscriptions
///          (tokenBooked) and fundSubscription reverts with TokenBalanceShort when its
///          balance of the token is below its books (a negative rebase, or a token that
///          moves balances on its own). A positive rebase's surplus is never paid to
///          anyone. An owner must not accept a rebasing token: a rebase down after the
///          last funding leaves the last payouts short.
///      Every function that moves tokens is nonReentrant (the router's one guard), and
///      payouts follow checks-effects-interactions, so a token whose transfer calls back
///      into the router finds its books already settled and every entry point locked.
abstract contract Subscriptions is SchedulerKey {
    using SafeERC20 for IERC20;

    /// @notice Most consumers of one subscription (getSubscription returns them all).
    uint256 public constant MAX_CONSUMERS = 100;
    /// @notice Most tokens the owner may ever accept (paymentTokens returns them all).
    uint256 public constant MAX_PAYMENT_TOKENS = 32;

    struct Subscription {
        address owner; // slot 0
        address token; // slot 1 (address(0): ETH)
        bool canceled; // slot 1
        uint128 balance; // slot 2: everything held for the subscription, reserved included
        uint128 reserved; // slot 2: the fees of its pending requests
        address[] consumers; // slot 3
    }

    /// @notice The id the next subscription will get (ids start at 1; 0 is "none").
    uint64 public nextSubscriptionId = 1;

    mapping(uint64 subId => Subscription) internal _subs;
    mapping(uint64 subId => mapping(address consumer => bool)) internal _isConsumer;

    /// @notice Per accepted token, its Chainlink price feed (address(0): not accepted).
    mapping(address token => address feed) public priceFeedOf;
    /// @notice Per token, what the router holds of it for subscriptions.
    mapping(address token => uint256) public tokenBooked;
    /// @notice Per currency (address(0): ETH), the most refundMany takes from one refunded
    ///         fee for the keeper that sent it (0: the keeper is paid nothing).
    mapping(address token => uint256) public keeperFeeCap;
    address[] private _tokens;

    event SubscriptionCreated(uint64 indexed subId, address indexed owner, address token);
    event SubscriptionFunded(uint64 indexed subId, uint256 oldBalance, uint256 newBalance);
    event ConsumerAdded(uint64 indexed subId, address consumer);
    event ConsumerRemoved(uint64 indexed subId, address consumer);
    /// @notice The subscription is canceled; amount (what was not reserved) went to `to`.
    event SubscriptionCanceled(uint64 indexed subId, address to, uint256 amount);
    /// @notice The owner set token's price feed (address(0): the token is no longer accepted).
    event PriceFeedSet(address indexed token, address feed);
    /// @notice The owner set the most refundMany takes per refunded fee in token (0: ETH).
    event KeeperFeeCapSet(address indexed token, uint256 cap);

    error UnknownSubscription(uint64 subId);
    error NotSubscriptionOwner(uint64 subId, address caller);
    error NotConsumer(uint64 subId, address caller);
    error SubscriptionIsCanceled(uint64 subId);
    error TooManyConsumers(uint64 subId, uint256 max);
    error TooManyPaymentTokens(uint256 max);
    /// @notice The token has no price feed: the router does not accept it.
    error TokenNotAccepted(address token);
    /// @notice The subscription's balance less its reservations does not cover the amount.
    error InsufficientBalance(uint64 subId, uint256 available, uint256 amount);
    /// @notice msg.value must be `amount` for ETH and 0 for a token.
    error WrongValue(uint256 value, uint256 amount);
    /// @notice The router received another amount of the token than was sent (a
    ///         fee-on-transfer token).
    error TokenAmountMismatch(address token, uint256 sent, uint256 received);
    /// @notice The router holds less of the token than its books say (a rebasing token).
    error TokenBalanceShort(address token, uint256 held, uint256 booked);
    /// @notice A balance would not fit in 128 bits.
    error AmountTooLarge(uint256 amount);
    /// @notice The feed does not answer decimals() as an AggregatorV3Interface does.
    error NotAPriceFeed(address feed);

    /// @notice Creates a subscription owned by msg.sender, paying in token (address(0): ETH;
    ///         else a token with a price feed).
    function createSubscription(address token) external returns (uint64 subId) {
        if (token != address(0) && priceFeedOf[token] == address(0)) revert TokenNotAccepted(token);
        subId = nextSubscriptionId++;
        Subscription storage s = _subs[subId];
        s.owner = msg.sender;
        s.token = token;
        emit SubscriptionCreated(subId, msg.sender, token);
    }

    /// @notice Adds amount to the subscription's balance: msg.value for an ETH subscription
    ///         (amount must equal it), else amount of its token taken from msg.sender with
    ///         transferFrom (approve the router first; msg.value must be 0). Anyone may fund.
    function fundSubscription(uint64 subId, uint256 amount) external payable virtual;

    function _fund(uint64 subId, uint256 amount) internal {
        Subscription storage s = _liveSub(subId);
        address token = s.token;
        if (token == address(0)) {
            if (msg.value != amount) revert WrongValue(msg.value, amount);
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, amount);
            IERC20 t = IERC20(token);
            uint256 booked = tokenBooked[token];
            uint256 before = t.balanceOf(address(this));
            if (before < booked) revert TokenBalanceShort(token, before, booked);
            t.safeTransferFrom(msg.sender, address(this), amount);
            uint256 received = t.balanceOf(address(this)) - before;
            if (received != amount) revert TokenAmountMismatch(token, amount, received);
            tokenBooked[token] = booked + amount;
        }
        uint256 old = s.balance;
        uint256 next = old + amount;
        if (next > type(uint128).max) revert AmountTooLarge(next);
        s.balance = uint128(next);
        emit SubscriptionFunded(subId, old, next);
    }

    /// @notice Lets consumer request from the subscription. Subscription owner only.
    function addConsumer(uint64 subId, address consumer) external {
        Subscription storage s = _ownedLiveSub(subId);
        if (consumer == address(0)) revert ZeroAddress();
        if (_isConsumer[subId][consumer]) return;
        if (s.consumers.length >= MAX_CONSUMERS) revert TooManyConsumers(subId, MAX_CONSUMERS);
        _isConsumer[subId][consumer] = true;
        s.consumers.push(consumer);
        emit ConsumerAdded(subId, consumer);
    }

    /// @notice Stops consumer requesting from the subscription; its pending requests stay
    ///         paid for. Subscription owner only.
    function removeConsumer(uint64 subId, address consumer) external {
        Subscription storage s = _ownedLiveSub(subId);
        if (!_isConsumer[subId][consumer]) revert NotConsumer(subId, consumer);
        _isConsumer[subId][consumer] = false;
        address[] storage cs = s.consumers;
        for (uint256 i = 0; i < cs.length; ++i) {
            if (cs[i] == consumer) {
                cs[i] = cs[cs.length - 1];
                cs.pop();
                break;
            }
        }
        emit ConsumerRemoved(subId, consumer);
    }

    /// @notice Cancels the subscription for good and pays what is not reserved to `to`.
    ///         Reserved fees stay until their requests are settled; calling it again pays
    ///         out what they released since. Subscription owner only.
    function cancelSubscription(uint64 subId, address to) external virtual;

    function _cancel(uint64 subId, address to) internal {
        Subscription storage s = _sub(subId);
        if (s.owner != msg.sender) revert NotSubscriptionOwner(subId, msg.sender);
        if (to == address(0)) revert ZeroAddress();
        s.canceled = true;
        uint256 amount = s.balance - s.reserved;
        s.balance = s.reserved;
        address token = s.token;
        if (token != address(0)) tokenBooked[token] -= amount;
        emit SubscriptionCanceled(subId, to, amount);
        _payOut(token, to, amount);
    }

    /// @notice The subscription's owner, currency (address(0): ETH), balance (reserved
    ///         included), the reserved part, and consumers.
    function getSubscription(uint64 subId)
        external
        view
        returns (address owner, address token, uint256 balance, uint256 reserved, address[] memory consumers)
    {
        Subscription storage s = _sub(subId);
        return (s.owner, s.token, s.balance, s.reserved, s.consumers);
    }

    /// @notice Whether the subscription is canceled.
    function subscriptionCanceled(uint64 subId) external view returns (bool) {
        return _sub(subId).canceled;
    }

    /// @notice Every token the owner ever accepted, and its price feed now (address(0):
    ///         no longer accepted).
    function paymentTokens() external view returns (address[] memory tokens, address[] memory feeds) {
        tokens = _tokens;
        feeds = new address[](tokens.length);
        for (uint256 i = 0; i < tokens.length; ++i) {
            feeds[i] = priceFeedOf[tokens[i]];
        }
    }

    /// @notice Owner only: accepts token for subscriptions with its Chainlink price feed
    ///         quoting it in the chain's native currency, or (feed address(0)) stops
    ///         accepting it for new subscriptions and requests; fees already reserved in
    ///         it are still paid.
    function setPriceFeed(address token, address feed) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        if (feed != address(0)) {
            try AggregatorV3Interface(feed).decimals() returns (uint8) {}
            catch {
                revert NotAPriceFeed(feed);
            }
        }
        if (!_listed(token)) {
            if (_tokens.length >= MAX_PAYMENT_TOKENS) revert TooManyPaymentTokens(MAX_PAYMENT_TOKENS);
            _tokens.push(token);
        }
        priceFeedOf[token] = feed;
        emit PriceFeedSet(token, feed);
    }

    /// @notice Owner only: the most refundMany takes from one refunded fee in token
    ///         (address(0): ETH) for the keeper that sent it.
    function setKeeperFeeCap(address token, uint256 cap) external onlyOwner {
        keeperFeeCap[token] = cap;
        emit KeeperFeeCapSet(token, cap);
    }

    function _listed(address token) private view returns (bool) {
        for (uint256 i = 0; i < _tokens.length; ++i) {
            if (_tokens[i] == token) return true;
        }
        return false;
    }

    function _sub(uint64 subId) internal view returns (Subscription storage s) {
        s = _subs[subId];
        if (s.owner == address(0)) revert UnknownSubscription(subId);
    }

    function _liveSub(uint64 subId) internal view returns (Subscription storage s) {
        s = _sub(subId);
        if (s.canceled) revert SubscriptionIsCanceled(subId);
    }

    function _ownedLiveSub(uint64 subId) internal view returns (Subscription storage s) {
        s = _liveSub(subId);
        if (s.owner != msg.sender) revert NotSubscriptionOwner(subId, msg.sender);
    }

    /// @dev Reserves amount of the live subscription's balance; returns its currency.
    function _reserve(uint64 subId, Subscription storage s, uint256 amount) internal returns (address token) {
        token = s.token;
        if (token != address(0) && priceFeedOf[token] == address(0)) revert TokenNotAccepted(token);
        uint256 reserved = s.reserved;
        uint256 available = s.balance - reserved;
        if (amount > available) revert InsufficientBalance(subId, available, amount);
        s.reserved = uint128(reserved + amount);
    }

    /// @dev A reserved fee leaves the subscription (paid to its worker, or to a keeper):
    ///      the caller pays it out.
    function _spend(Subscription storage s, uint256 amount) internal {
        s.balance -= uint128(amount);
        s.reserved -= uint128(amount);
        address token = s.token;
        if (token != address(0)) tokenBooked[token] -= amount;
    }

    /// @dev Pays amount of token (address(0): ETH) to `to`; reverts if it cannot. The
    ///      caller has taken it off the books.
    function _payOut(address token, address to, uint256 amount) internal {
        if (amount == 0) return;
        if (token == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert PaymentFailed(to, amount);
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    /// @notice Sending ether to `to` failed.
    error PaymentFailed(address to, uint256 amount);
}
