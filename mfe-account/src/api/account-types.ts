// Request and response shapes of the identity calls as this remote uses them (spec section 7).

/** Body of any call that answers with a flag and a message. */
export interface MessageResponse {
  success?: boolean;
  message?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse extends MessageResponse {
  token: string;
  userId: string;
  firstName?: string;
  lastName?: string;
}

export interface RegisterRequestBody {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export interface RegisterVerifyBody extends RegisterRequestBody {
  verificationCode: string;
}

export interface RegisterVerifyResponse extends MessageResponse {
  token: string;
  userId: string;
  firstName?: string;
}

export interface ResetRequestBody {
  email: string;
}

export interface ResetVerifyBody {
  email: string;
  verificationCode: string;
  newPassword: string;
}
