// The cart module's surface: everything outside src/modules/cart/ imports from here, and only this.

export { type BuyNowChoice, type BuyNowOutcome, buyNowAsked, buyNowPath, buyNowSelection } from './buy-now.service.ts'
export {
  addToCart,
  CART_COOKIE,
  CART_COOKIE_DAYS,
  type CartCookie,
  type CartLine,
  type CartOutcome,
  type CartView,
  cartItemCount,
  cartTopic,
  clearCart,
  emptyCartOfUser,
  getCart,
  mergeGuestCart,
  quantityFromJson,
  removeFromCart,
  setCartOfferCode,
  setCartQuantity,
} from './cart.service.ts'
