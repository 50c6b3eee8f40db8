/**
 * The react-email components the brand layout uses, each from its own package rather than the
 * @react-email/components barrel, which would load Tailwind and Prettier too: about 0.4 s more at
 * every server start and in every API test file, for nothing we use.
 */
export { Body } from '@react-email/body';
export { Button } from '@react-email/button';
export { Container } from '@react-email/container';
export { Head } from '@react-email/head';
export { Heading } from '@react-email/heading';
export { Hr } from '@react-email/hr';
export { Html } from '@react-email/html';
export { Link } from '@react-email/link';
export { Preview } from '@react-email/preview';
export { Section } from '@react-email/section';
export { Text } from '@react-email/text';
