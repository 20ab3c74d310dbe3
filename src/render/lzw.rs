//! The LZW compression of a GIF image, fast on long runs of one index (the
//! transparent pixels around what changed in a frame, a square of one
//! colour): a run is taken through the dictionary's strings of that index
//! many pixels at a time instead of one by one. The codes are those of
//! the usual encoder (giflib's, code widths changing at the same points);
//! any GIF decoder reads them.

/// Codes of at most 12 bits; a full dictionary is cleared.
const MAX_CODE: u16 = 4095;

/// Slots of the hash table of strings: a power of two, twice the codes.
const SLOTS: usize = 8192;

/// An empty slot.
const EMPTY: u32 = u32::MAX;

/// The tables of the compression, kept from image to image.
pub(crate) struct Lzw {
    /// Open addressing: (prefix << 8 | index) << 12 | code, or `EMPTY`.
    slots: Vec<u32>,
    /// For each index, the codes of its runs of length 2, 3, ...
    runs: Vec<Vec<u16>>,
    /// For each index, the code of its longest run in the dictionary (the
    /// index itself when none is longer than one).
    longest: [u16; 256],
}

impl Lzw {
    /// Empty tables.
    pub(crate) fn new() -> Lzw {
        Lzw {
            slots: vec![EMPTY; SLOTS],
            runs: vec![Vec::new(); 256],
            longest: [0; 256],
        }
    }

    /// Compresses palette `indices` (all below `1 << min_code_size`, which
    /// is 2 to 8) with LZW, as a GIF image's data: the minimum code size
    /// byte, then the codes, least significant bit first.
    pub(crate) fn compress(&mut self, indices: &[u8], min_code_size: u8, out: &mut Vec<u8>) {
        out.push(min_code_size);
        compress(Coder::new(min_code_size, out, self), indices);
    }
}

/// The codes of `indices`, written by `coder`.
fn compress(mut coder: Coder, indices: &[u8]) {
    coder.output(coder.clear);
    let Some((&first, rest)) = indices.split_first() else {
        coder.output(coder.clear + 1);
        coder.flush();
        return;
    };
    // The string read so far, as a code; when it is a run of one index,
    // that index and the run's length.
    let mut string = u16::from(first);
    let mut run = (first, 1usize);
    let mut i = 0;
    while i < rest.len() {
        let c = rest[i];
        if run.1 > 0 && c == run.0 {
            // Along the run: the dictionary holds the runs of this index up
            // to some length; go as far as the input's run and those go.
            let length = run_length(&rest[i..], c);
            let mut left = length;
            while left > 0 {
                let longest = coder.tables.runs[usize::from(c)].len() + 1;
                if run.1 < longest {
                    let step = left.min(longest - run.1);
                    run.1 += step;
                    left -= step;
                    string = coder.run_code(c, run.1);
                } else {
                    coder.output(string);
                    coder.add(string, c);
                    string = u16::from(c);
                    run.1 = 1;
                    left -= 1;
                }
            }
            i += length;
            continue;
        }
        i += 1;
        match coder.find(string, c) {
            Ok(code) => {
                string = code;
                run.1 = 0;
            }
            Err(slot) => {
                coder.output(string);
                coder.add_at(slot, string, c);
                string = u16::from(c);
                run = (c, 1);
            }
        }
    }
    coder.output(string);
    coder.output(coder.clear + 1);
    coder.flush();
}

/// How many of `data`'s first bytes are `value`; eight at a time.
fn run_length(data: &[u8], value: u8) -> usize {
    let word = u64::from_ne_bytes([value; 8]);
    let mut length = 0;
    let mut chunks = data.chunks_exact(8);
    for chunk in chunks.by_ref() {
        let bytes: [u8; 8] = chunk.try_into().expect("eight bytes");
        if u64::from_ne_bytes(bytes) != word {
            return length + chunk.iter().take_while(|&&x| x == value).count();
        }
        length += 8;
    }
    length
        + chunks
            .remainder()
            .iter()
            .take_while(|&&x| x == value)
            .count()
}

/// The dictionary and the bit writer.
struct Coder<'a> {
    out: &'a mut Vec<u8>,
    tables: &'a mut Lzw,
    /// Bits not yet written (fewer than 32 between codes, which are
    /// written four bytes at a time), and how many.
    bits: u64,
    count: u32,
    min_code_size: u8,
    clear: u16,
    /// The next code to assign, the width of codes, and the code at which
    /// the width grows.
    next: u16,
    width: u32,
    limit: u16,
}

impl<'a> Coder<'a> {
    fn new(min_code_size: u8, out: &'a mut Vec<u8>, tables: &'a mut Lzw) -> Coder<'a> {
        let clear = 1u16 << min_code_size;
        let mut coder = Coder {
            out,
            tables,
            bits: 0,
            count: 0,
            min_code_size,
            clear,
            next: 0,
            width: 0,
            limit: 0,
        };
        coder.reset();
        coder
    }

    /// Empties the dictionary (after a clear code).
    fn reset(&mut self) {
        self.next = self.clear + 2;
        self.width = u32::from(self.min_code_size) + 1;
        self.limit = 1 << self.width;
        self.tables.slots.fill(EMPTY);
        for run in &mut self.tables.runs {
            run.clear();
        }
        for (index, code) in (0..).zip(&mut self.tables.longest) {
            *code = index;
        }
    }

    /// Writes a code; the width grows once the codes assigned reach it.
    fn output(&mut self, code: u16) {
        self.bits |= u64::from(code) << self.count;
        self.count += self.width;
        if self.count >= 32 {
            self.out
                .extend_from_slice(&(self.bits as u32).to_le_bytes());
            self.bits >>= 32;
            self.count -= 32;
        }
        if self.next >= self.limit && code <= MAX_CODE {
            self.width += 1;
            self.limit = 1 << self.width;
        }
    }

    /// Writes the last bits.
    fn flush(&mut self) {
        let bytes = self.count.div_ceil(8) as usize;
        self.out
            .extend_from_slice(&self.bits.to_le_bytes()[..bytes]);
    }

    fn slot(prefix: u16, index: u8) -> usize {
        let key = u32::from(prefix) << 8 | u32::from(index);
        (key.wrapping_mul(0x9E37_79B1) >> 19) as usize % SLOTS
    }

    /// The code of `prefix` followed by `index`, or the empty slot where
    /// the dictionary would keep it.
    fn find(&self, prefix: u16, index: u8) -> Result<u16, usize> {
        let key = u32::from(prefix) << 8 | u32::from(index);
        let mut slot = Coder::slot(prefix, index);
        loop {
            let entry = self.tables.slots[slot];
            if entry == EMPTY {
                return Err(slot);
            }
            if entry >> 12 == key {
                return Ok((entry & 0xFFF) as u16);
            }
            slot = (slot + 1) % SLOTS;
        }
    }

    /// Assigns the next code to `prefix` followed by `index` (after the
    /// prefix was written), or clears a full dictionary.
    fn add(&mut self, prefix: u16, index: u8) {
        let mut slot = Coder::slot(prefix, index);
        while self.tables.slots[slot] != EMPTY {
            slot = (slot + 1) % SLOTS;
        }
        self.add_at(slot, prefix, index);
    }

    /// [`Coder::add`], where `slot` is the empty slot [`Coder::find`] gave.
    fn add_at(&mut self, slot: usize, prefix: u16, index: u8) {
        if self.next >= MAX_CODE {
            self.output(self.clear);
            self.reset();
            return;
        }
        let code = self.next;
        self.next += 1;
        let key = u32::from(prefix) << 8 | u32::from(index);
        self.tables.slots[slot] = key << 12 | u32::from(code);
        // A run grown by one.
        if prefix == self.tables.longest[usize::from(index)] {
            self.tables.runs[usize::from(index)].push(code);
            self.tables.longest[usize::from(index)] = code;
        }
    }

    /// The code of the run of `index` of `length` (which the dictionary
    /// holds).
    fn run_code(&self, index: u8, length: usize) -> u16 {
        if length == 1 {
            u16::from(index)
        } else {
            self.tables.runs[usize::from(index)][length - 2]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes one image of `width` x `height` with the gif crate.
    fn round_trip(indices: &[u8], width: u16, height: u16, min_code_size: u8) -> Vec<u8> {
        let mut data = Vec::new();
        Lzw::new().compress(indices, min_code_size, &mut data);
        let palette: Vec<u8> = (0..(3usize << min_code_size)).map(|v| v as u8).collect();
        let mut bytes = Vec::new();
        {
            let mut encoder = gif::Encoder::new(&mut bytes, width, height, &palette).unwrap();
            let frame = gif::Frame {
                width,
                height,
                buffer: data.into(),
                ..gif::Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        decoder.read_next_frame().unwrap().unwrap().buffer.to_vec()
    }

    #[test]
    fn runs_and_noise_come_back() {
        // Long runs (past the dictionary's 4096 codes, so it is cleared),
        // noise, and runs of several indices in turn.
        let mut indices = Vec::new();
        let mut seed = 12345u32;
        for block in 0..60u32 {
            let index = (block % 7) as u8;
            indices.extend(std::iter::repeat_n(index, (block * 37 % 500) as usize + 1));
            for _ in 0..(block * 13 % 90) {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                indices.push((seed >> 16) as u8 % 64);
            }
        }
        indices.extend(std::iter::repeat_n(63, 100_000));
        let (width, height) = (250u16, (indices.len() / 250) as u16);
        indices.truncate(usize::from(width) * usize::from(height));
        assert_eq!(round_trip(&indices, width, height, 6), indices);
    }

    #[test]
    fn small_images_come_back() {
        for (indices, min) in [
            (vec![0u8], 2),
            (vec![3, 3], 2),
            (vec![1, 2, 1, 2, 1, 2, 3, 3, 3, 0], 2),
        ] {
            let len = indices.len() as u16;
            assert_eq!(round_trip(&indices, len, 1, min), indices);
        }
    }
}
