/** An order not shipped this many days after it could be is listed on the dashboard as unfulfilled. */
export const UNFULFILLED_DAYS = 2
