/** Request bodies shared by the checkout tests. */
export const TRAVELLER = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.com',
  phoneNumber: '+15550102030',
  country: 'US',
  postalCode: '60601',
};

export const vacationBody = (paymentOption: 'full' | 'installment', customerInfo = TRAVELLER) => ({
  paymentOption,
  customerInfo,
});
