import CHarfBuzz
