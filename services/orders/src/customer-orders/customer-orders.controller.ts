import { Controller, Query } from '@nestjs/common';
import { ENDPOINTS, type CustomerOrdersResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { CustomerOrders } from './customer-orders.service';

/** The back office's read of customers' orders (identity owns the customers; orders their orders). */
@Controller()
export class CustomerOrdersController {
  constructor(private readonly customerOrders: CustomerOrders) {}

  @Endpoint(ENDPOINTS.customerOrders)
  list(@Query() query: { userIds: string[] }): Promise<CustomerOrdersResponse> {
    return this.customerOrders.of(query.userIds);
  }
}
