/** The public face of modules/booking: all that code outside this folder may import from it. */
