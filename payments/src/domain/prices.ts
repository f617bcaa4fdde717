/** The Premium prices the local service sells (what the Stripe products and prices are in production). */
export interface PriceInfo {
  product: string;
  productName: string;
  interval: 'month' | 'year';
  amount: number;
}

export function defaultPrices(monthly = 'price_monthly', yearly = 'price_yearly'): Record<string, PriceInfo> {
  return {
    [monthly]: { product: 'prod_premium', productName: 'Premium (monthly)', interval: 'month', amount: 1 },
    [yearly]: { product: 'prod_premium', productName: 'Premium (yearly)', interval: 'year', amount: 6 },
  };
}
