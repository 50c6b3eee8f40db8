/** The subject a record's thread opens with: what the member sees in their list of messages. */
export const threadSubjects = {
  booking: (destinationName: string) => `Your trip to ${destinationName}`,
  order: (description: string) => description,
  consultation: (topic: string) => `Your consultation: ${topic}`,
};
