import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type TodaysRates } from '@rmj/contracts';
import { catalogApi } from './catalog-api';

// GET /api/rates: today's metal rates as the owner set them. Started during render like every
// query, so a server-rendered home page carries the strip in its HTML.
const ratesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    todaysRates: contractQuery(build, ENDPOINT_ROUTES.todaysRates),
  }),
});

/** Today's rates once they have arrived (undefined while loading or when they cannot be read), and whether they are still on their way. */
export function useTodaysRates(): { rates: TodaysRates | undefined; pending: boolean } {
  const { data, isLoading } = ratesApi.useTodaysRatesQuery();
  return { rates: data, pending: isLoading };
}
