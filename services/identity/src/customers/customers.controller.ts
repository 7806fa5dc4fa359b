import { Body, Controller, Ip, NotFoundException, Param, Query, Req } from '@nestjs/common';
import {
  customerMessages,
  ENDPOINTS,
  type CustomerDetail,
  type CustomerFields,
  type CustomerLinkCodeRequest,
  type CustomerLinkCodeResponse,
  type CustomerLinkRequest,
  type CustomersPage,
  type CustomerNoteInput,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { CustomerLinks } from './customer-links.service';
import { CustomersDirectory } from './customers-directory';
import { CustomersService } from './customers.service';

type StaffRequest = { user: AccessClaims };

/**
 * The back office's customers. Who may call each is its contract's `roles` (readCustomers,
 * editCustomers), checked by the app's guard before the handler runs.
 */
@Controller()
export class CustomersController {
  constructor(
    private readonly directory: CustomersDirectory,
    private readonly customers: CustomersService,
    private readonly links: CustomerLinks,
  ) {}

  @Endpoint(ENDPOINTS.customersList)
  list(@Query() query: { q?: string; page?: string }): Promise<CustomersPage> {
    return this.directory.page(query);
  }

  @Endpoint(ENDPOINTS.customerCreate)
  create(@Body() body: CustomerFields, @Req() req: StaffRequest): Promise<CustomerDetail> {
    return this.customers.create(body, req.user);
  }

  @Endpoint(ENDPOINTS.customerDetail)
  async detail(@Param('customerId') customerId: string): Promise<CustomerDetail> {
    const detail = await this.directory.detail(customerId);
    if (!detail) throw new NotFoundException(customerMessages.notFound);
    return detail;
  }

  @Endpoint(ENDPOINTS.customerUpdate)
  update(
    @Param('customerId') customerId: string,
    @Body() body: CustomerFields,
    @Req() req: StaffRequest,
  ): Promise<CustomerDetail> {
    return this.customers.update(customerId, body, req.user);
  }

  @Endpoint(ENDPOINTS.customerAddNote)
  addNote(
    @Param('customerId') customerId: string,
    @Body() body: CustomerNoteInput,
    @Req() req: StaffRequest,
  ): Promise<CustomerDetail> {
    return this.customers.addNote(customerId, body.text, req.user);
  }

  @Endpoint(ENDPOINTS.customerLinkCode)
  sendLinkCode(
    @Param('customerId') customerId: string,
    @Body() body: CustomerLinkCodeRequest,
    @Req() req: StaffRequest,
  ): Promise<CustomerLinkCodeResponse> {
    return this.links.sendCode(customerId, body.accountId, req.user);
  }

  @Endpoint(ENDPOINTS.customerLink)
  link(
    @Param('customerId') customerId: string,
    @Body() body: CustomerLinkRequest,
    @Req() req: StaffRequest,
    @Ip() ip: string,
  ): Promise<CustomerDetail> {
    return this.links.link(customerId, body.accountId, body.code, req.user, ip);
  }
}
