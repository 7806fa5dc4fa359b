// Today's metal rates: the storefront's (public), and the owner's screen (staff read, the owner sets).
import { Body, Controller } from '@nestjs/common';
import { ENDPOINTS, type AdminRates, type SetRatesRequest, type TodaysRates } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { StaffActor } from '../admin/staff-actor.decorator';
import { RatesStore } from './rates.store';

@Controller()
export class RatesController {
  constructor(private readonly store: RatesStore) {}

  @Endpoint(ENDPOINTS.todaysRates)
  todays(): Promise<TodaysRates> {
    return this.store.todays();
  }

  @Endpoint(ENDPOINTS.adminRates)
  admin(): Promise<AdminRates> {
    return this.store.admin();
  }

  @Endpoint(ENDPOINTS.adminSetRates)
  set(@Body() body: SetRatesRequest, @StaffActor() actor: AccessClaims): Promise<AdminRates> {
    return this.store.set(body, actor);
  }
}
